import PixscoutViewModel

/// Preferences, from the main menu, Ctrl+comma, or a banner's button (a key to fix).
@MainActor
public final class PreferencesPart: WindowPart {
    private let asked: ChangeStream<Void>
    private let makeViewModel: @MainActor () -> any PreferencesViewModeling
    private var observation: ObservationToken?

    /// - Parameters:
    ///   - asked: a banner's Preferences button, pressed.
    ///   - makeViewModel: a new view model for each opening, reading the settings as they are.
    public init(asked: ChangeStream<Void>, makeViewModel: @escaping @MainActor () -> any PreferencesViewModeling) {
        self.asked = asked
        self.makeViewModel = makeViewModel
    }

    public func install(in surface: WindowSurface) {
        let open: @MainActor () -> Void = { [weak self, weak window = surface.window] in
            guard let self, let window else { return }
            PreferencesDialog(viewModel: makeViewModel(), parent: window).present()
        }
        surface.install(.preferences, open)
        observation = asked.observe { [weak surface] _ in surface?.perform(.preferences) }
    }
}
