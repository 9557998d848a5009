/// The notice over the results, as the view shows it.
@MainActor
public protocol ToastViewModeling: AnyObject {
    /// The notice shown now; nil once it went away or was dismissed.
    var toast: ObservableProperty<Toast?> { get }
    /// The notice's button was pressed: does what it offers, and the notice goes.
    func performAction()
    /// The close button was pressed.
    func dismiss()
    /// While the pointer rests on the notice it stays; once it leaves, it is given time again.
    func pointerInside(_ inside: Bool)
}
