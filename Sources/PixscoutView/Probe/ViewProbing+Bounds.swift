import GtkKit
import PixscoutProbe

extension ViewProbing {
    /// Records "`name` x y width height" (in window coordinates) whenever `widget` is laid out
    /// and visible, so that a test can click it.
    func recordBounds(of widget: Widget, as name: ProbedWidget) {
        widget.onSizeAllocate { [weak self, weak widget] in
            // Parents move their windows after allocating children: read positions a turn later.
            Task { @MainActor in
                guard let self, let widget, widget.isDrawn, let position = widget.positionInWindow else { return }
                let size = widget.allocation
                self.record(.bounds(name, x: position.x, y: position.y, width: size.width, height: size.height))
            }
        }
    }
}
