/// A banner's buttons, as the window view model routes them.
@MainActor
public protocol BannerActions: AnyObject {
    var actions: ChangeStream<Banner.Action> { get }
    func dismissBanner()
}
