/// The banner over the results, as the view models that raise one reach it.
@MainActor
public protocol BannerShowing: AnyObject {
    var banner: ObservableProperty<Banner?> { get }
    func show(_ banner: Banner)
    func dismissBanner()
}
