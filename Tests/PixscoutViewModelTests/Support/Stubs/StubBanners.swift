@testable import PixscoutViewModel

/// The banner over the results, as a view model raises and takes it down.
@MainActor
final class StubBanners: BannerShowing {
    var banner: ObservableProperty<Banner?> { bannerWriter.property }
    private let bannerWriter = PropertyWriter<Banner?>(nil)

    func show(_ banner: Banner) {
        bannerWriter.value = banner
    }

    func dismissBanner() {
        bannerWriter.value = nil
    }
}
