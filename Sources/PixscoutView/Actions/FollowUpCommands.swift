import GtkKit
import PixscoutViewModel

/// Which of the image menu's threads (more by its author, from its source, similar images)
/// the focused result offers: each is enabled only where the result's site can follow it.
@MainActor
final class FollowUpCommands {
    private static let actions: [(action: PixscoutAction, followUp: FollowUp)] = [
        (.moreByAuthor, .author), (.moreFromSource, .source), (.similarImages, .similar),
    ]

    private var observation: ObservationToken?

    init(window: Window, selection: any SelectionViewModeling) {
        observation = selection.followUps.observe { [weak window] offered in
            for (action, followUp) in Self.actions {
                window?.setActionEnabled(action.name, offered.contains(followUp))
            }
        }
    }
}
