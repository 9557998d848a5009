import Foundation

/// Where Save to Folder puts each image: a safe name of its own in the folder, and the files
/// already there that those names would replace, so that nothing is replaced unasked. The
/// credits go into the folder's CREDITS.md (see ``CreditsFile``), which is never replaced.
public struct FolderSavePlan: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public let image: ImageEntity
        public let fileName: String
        /// An existing file of this name is replaced: the person said so for this plan.
        public let replaces: Bool
    }

    public let folder: URL
    public let items: [Item]
    /// Files in the folder that saving would replace, by name, each once.
    public let conflicts: [String]

    /// Each image under its suggested name, made distinct among the images; with the
    /// extension of the format `writtenAs` gives an image written in another (fitted).
    public init(images: [ImageEntity], folder: URL, writtenAs: (ImageEntity) -> ImageFormat? = { _ in nil }) {
        var taken = Set<String>()
        let items = images.map { image in
            let suggested = writtenAs(image).map { SafeFileName.make(stem: image.fileStem, format: $0) }
                ?? image.suggestedFileName
            let name = Self.freeName(suggested) { taken.contains($0) }
            taken.insert(name)
            return Item(image: image, fileName: name, replaces: false)
        }
        self.init(folder: folder, items: items)
    }

    private init(folder: URL, items: [Item]) {
        self.folder = folder
        self.items = items
        conflicts = items.map(\.fileName).filter { SafeFile.exists(folder.appendingPathComponent($0).path) }
    }

    /// The plan that replaces the files it names.
    public func replacing() -> FolderSavePlan {
        let conflicting = Set(conflicts)
        return FolderSavePlan(
            folder: folder,
                items: items.map { Item(image: $0.image, fileName: $0.fileName,
                    replaces: conflicting.contains($0.fileName)) })
    }

    /// The plan with a free name for each file that would replace one: "cat-2.jpg" beside "cat.jpg".
    public func keepingBoth() -> FolderSavePlan {
        var taken = Set(items.map(\.fileName))
        let exists = { (name: String) in taken.contains(name)
            || SafeFile.exists(folder.appendingPathComponent(name).path) }
        let renamed = items.map { item in
            guard conflicts.contains(item.fileName) else { return item }
            let name = Self.freeName(item.fileName, isTaken: exists)
            taken.insert(name)
            return Item(image: item.image, fileName: name, replaces: false)
        }
        return FolderSavePlan(folder: folder, items: renamed)
    }

    /// The plan without the images whose files are already there.
    public func skippingConflicts() -> FolderSavePlan {
        FolderSavePlan(folder: folder, items: items.filter { !conflicts.contains($0.fileName) })
    }

    /// `name`, or the first of "stem-2.ext", "stem-3.ext"… that is not taken.
    public static func freeName(_ name: String, isTaken: (String) -> Bool) -> String {
        guard isTaken(name) else { return name }
        let url = URL(fileURLWithPath: name)
        let stem = url.deletingPathExtension().lastPathComponent
        let suffix = url.pathExtension.isEmpty ? "" : "." + url.pathExtension
        var number = 2
        while isTaken("\(stem)-\(number)\(suffix)") {
            number += 1
        }
        return "\(stem)-\(number)\(suffix)"
    }
}
