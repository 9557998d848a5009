import GtkKit
import PixscoutViewModel

/// The threads to follow from the focused result (more by its author, from its source,
/// similar images), from the image menu, the detail pane's links and their keys: each is
/// enabled only where the result's site can follow it.
@MainActor
public final class FollowUpPart: WindowPart {
    private static let actions: [(action: PixscoutAction, followUp: FollowUp)] = [
        (.moreByAuthor, .author), (.moreFromSource, .source), (.similarImages, .similar),
    ]

    private let selection: any SelectionViewModeling
    private var observation: ObservationToken?

    public init(selection: any SelectionViewModeling) {
        self.selection = selection
    }

    public func install(in surface: WindowSurface) {
        let selection = self.selection
        for (action, followUp) in Self.actions {
            surface.install(action) { selection.follow(followUp) }
        }
        observation = selection.followUps.observe { [weak window = surface.window] offered in
            for (action, followUp) in Self.actions {
                window?.setActionEnabled(action.name, offered.contains(followUp))
            }
        }
    }
}
