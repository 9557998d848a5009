import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// The quick look (Space): one result large over the results and the detail pane, built the
/// first time it opens, and shown while the window's screen says so.
@MainActor
public final class QuickLookPart: WindowPart {
    static let pageName = "quick-look"

    private let navigator: any QuickLookNavigating
    private let screen: ObservableProperty<WindowScreen>
    /// Built when first opened: nobody needs it for the first frame.
    private var view: QuickLookView?
    private var observation: ObservationToken?

    /// - Parameter screen: what the window's body shows, the quick look or the results.
    public init(navigator: any QuickLookNavigating, screen: ObservableProperty<WindowScreen>) {
        self.navigator = navigator
        self.screen = screen
    }

    public func install(in surface: WindowSurface) {
        let navigator = self.navigator
        surface.install(.quickLook) { [weak surface] in
            guard let area = surface?.pageArea else { return }
            // Decoded to fit the area the results and the details take.
            navigator.openQuickLook(maxWidth: max(640, area.width), maxHeight: max(480, area.height - 100))
        }
        observation = screen.observe { [weak self, weak surface] screen in
            guard let self, let surface else { return }
            if case .quickLook = screen {
                let view = quickLookView(probe: surface.probe)
                surface.showOverResults(view.root, name: Self.pageName)
                view.canvas.grabFocus()
            } else if self.view != nil {
                surface.showResults()
            }
        }
    }

    private func quickLookView(probe: (any ViewProbing)?) -> QuickLookView {
        if let view { return view }
        let made = QuickLookView(viewModel: navigator, probe: probe)
        view = made
        return made
    }
}
