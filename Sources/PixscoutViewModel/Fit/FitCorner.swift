/// A corner of the crop frame, dragged to resize it.
public enum FitCorner: Sendable, CaseIterable {
    case topLeft, topRight, bottomLeft, bottomRight
}
