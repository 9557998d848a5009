import Foundation

/// Where Save to Folder puts each image: a safe name of its own in the folder, and the files
/// already there that those names would replace, so that nothing is replaced unasked. A
/// credits file goes beside the images.
public struct FolderSavePlan: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        public let image: ImageEntity
        public let fileName: String
    }

    public static let creditsFileName = "CREDITS.md"
    /// Ends every credits file Pixscout writes: one that has it may be written again (with
    /// the credits of every image saved there), one without it is the person's own.
    public static let creditsMark = "<!-- Written by Pixscout, which keeps these credits up to date as it saves images here. -->"

    public let folder: URL
    public let items: [Item]
    public let creditsFileName: String
    /// Files in the folder that saving would replace, by name.
    public let conflicts: [String]

    /// Each image under its suggested name, made distinct among the images.
    public init(images: [ImageEntity], folder: URL) {
        var taken = Set<String>()
        let items = images.map { image in
            let name = Self.freeName(image.suggestedFileName) { taken.contains($0) }
            taken.insert(name)
            return Item(image: image, fileName: name)
        }
        self.init(folder: folder, items: items, creditsFileName: Self.creditsFileName)
    }

    private init(folder: URL, items: [Item], creditsFileName: String) {
        self.folder = folder
        self.items = items
        self.creditsFileName = creditsFileName
        let credits = folder.appendingPathComponent(creditsFileName).path
        conflicts = items.map(\.fileName).filter { SafeFile.exists(folder.appendingPathComponent($0).path) }
            + (Self.isSomeoneElsesCreditsFile(credits) ? [creditsFileName] : [])
    }

    /// The plan with a free name for each file that would replace one: "cat-2.jpg" beside "cat.jpg".
    public func keepingBoth() -> FolderSavePlan {
        var taken = Set(items.map(\.fileName))
        let exists = { (name: String) in taken.contains(name) || SafeFile.exists(folder.appendingPathComponent(name).path) }
        let renamed = items.map { item in
            guard conflicts.contains(item.fileName) else { return item }
            let name = Self.freeName(item.fileName, isTaken: exists)
            taken.insert(name)
            return Item(image: item.image, fileName: name)
        }
        let credits = conflicts.contains(creditsFileName) ? Self.freeName(creditsFileName, isTaken: exists) : creditsFileName
        return FolderSavePlan(folder: folder, items: renamed, creditsFileName: credits)
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

    /// A credits file there that Pixscout did not write.
    private static func isSomeoneElsesCreditsFile(_ path: String) -> Bool {
        guard SafeFile.exists(path) else { return false }
        guard let text = SafeFile.read(path, maxBytes: 16 * 1024 * 1024).flatMap({ String(data: $0, encoding: .utf8) }) else { return true }
        return !text.contains(creditsMark)
    }
}
