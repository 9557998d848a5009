/// Check a Document… (Ctrl+O, or a document dropped onto the window): where each of its
/// pictures came from, with their credits.
@MainActor
public protocol DocumentCheckViewModeling: AnyObject {
    var state: ObservableProperty<DocumentCheckState> { get }
    /// Whether unknown pictures are looked up on Wikimedia Commons (their SHA-1 sent); off
    /// until the person turns it on, and remembered.
    var asksCommons: ObservableProperty<Bool> { get }
    /// Checks the files, folders and documents at `paths`, in place of any report shown.
    func check(paths: [String])
    /// Turns the Commons lookup on or off; turned on over a report with unknown pictures, the
    /// check runs again to ask about them.
    func setAsksCommons(_ asks: Bool)
    /// Copies every known picture's credit, one a line, and says so.
    func copyAllCredits()
    /// Writes a copy of the document checked, its pictures' credits added, at `path` (over a file
    /// there only when `replacing`, as the person confirmed); says how it went in the report and,
    /// done, in a notice that opens the copy.
    func addCreditsToCopy(at path: String, replacing: Bool)
    /// The picture of row `index` of the report shown, at most `size` pixels a side; nil when
    /// it was too large to keep or is no picture Pixscout shows.
    func thumbnail(ofRow index: Int, size: Int) async -> (any PreviewImage)?
    /// Puts the report away, stopping a check under way at its next picture.
    func close()
}
