import GtkKit
import PixscoutViewModel

/// The image menu's threads to follow from the focused result (more by its author, from its
/// source, similar images): each offered only where the result's library can follow it.
@MainActor
final class FollowUpCommands {
    private static let actions: [(action: PixscoutAction, followUp: FollowUp)] = [
        (.moreByAuthor, .author), (.moreFromSource, .source), (.similarImages, .similar),
    ]

    private let selection: any SelectionViewModeling
    private var observation: ObservationToken?

    init(window: Window, selection: any SelectionViewModeling) {
        self.selection = selection
        observation = selection.followUps.observe { [weak window] offered in
            for (action, followUp) in Self.actions {
                window?.setActionEnabled(action.name, offered.contains(followUp))
            }
        }
    }

    /// Follows the thread `action` names, if it is one; false otherwise.
    func perform(_ action: PixscoutAction) -> Bool {
        guard let followUp = Self.actions.first(where: { $0.action == action })?.followUp else { return false }
        selection.follow(followUp)
        return true
    }
}
