import PixscoutModel

/// What saving the selection into a folder would do, as the person is asked about it: the
/// files it would replace, every one, and whether each image is fitted first. Answering
/// carries out exactly this plan.
public struct FolderSaveRequest: Equatable {
    public let folder: String
    let fit: FitBatch?
    /// The files already in the folder that the images' names would replace.
    public var replaced: [String] { plan.conflicts }
    let plan: FolderSavePlan
}
