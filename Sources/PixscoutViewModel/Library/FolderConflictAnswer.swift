/// What to do with the files of the same names already in the folder.
public enum FolderConflictAnswer: Sendable {
    case replace
    /// Save beside them under free names: "cat-2.jpg".
    case keepBoth
    /// Save only the images whose files are not there yet.
    case skip
}
