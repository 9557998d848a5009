import PixscoutViewModel

/// Copy Image, Copy Link and Set as Wallpaper, for the selected image.
@MainActor
public final class ImageActionsPart: WindowPart {
    private let actions: any ImageActionsViewModeling

    public init(actions: any ImageActionsViewModeling) {
        self.actions = actions
    }

    public func install(in surface: WindowSurface) {
        let actions = self.actions
        surface.install(.copyImage) { actions.copyImage() }
        surface.install(.copyLink) { actions.copyLink() }
        surface.install(.setWallpaper) { actions.setAsWallpaper() }
    }
}
