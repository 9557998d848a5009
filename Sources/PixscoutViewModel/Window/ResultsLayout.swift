/// How the results are shown: a list of rows with their text, or a grid of pictures.
public enum ResultsLayout: String, Sendable, CaseIterable {
    case list, grid
}
