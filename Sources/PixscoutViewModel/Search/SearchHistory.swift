import PixscoutModel

/// The searches a person made, newest first, kept in the library for the search field to
/// suggest; Preferences can clear them, with the images looked at, or stop keeping them.
@MainActor
public final class SearchHistory: SearchHistoryKeeping {
    /// The search field suggests this many at the most.
    static let suggestionCount = 50

    /// Earlier searches, newest first.
    public var recent: ObservableProperty<[String]> { recentWriter.property }
    private let recentWriter = PropertyWriter<[String]>([])
    public var isRemembering: ObservableProperty<Bool> { isRememberingWriter.property }
    private let isRememberingWriter = PropertyWriter<Bool>(true)
    private let access: LibraryAccess

    public init(access: LibraryAccess) {
        self.access = access
    }

    /// Reads what the library kept, once it is open.
    public func load() async {
        guard let store = await access.library()?.store else { return }
        isRememberingWriter.value = await store.remembersSearches
        if let searches = try? await store.recentSearches(limit: Self.suggestionCount) { recentWriter.value = searches }
    }

    /// Keeps `query` first among the suggestions, unless the person turned this off.
    public func record(_ query: String) {
        guard !query.isEmpty, isRemembering.value else { return }
        recentWriter.value = [query] + recent.value.filter { $0 != query }.prefix(Self.suggestionCount - 1)
        Task { [access] in try? await access.library()?.store.recordSearch(query) }
    }

    public func clear() {
        recentWriter.value = []
        Task { [access] in try? await access.library()?.store.clearHistory() }
    }

    public func setRemembering(_ remember: Bool) {
        isRememberingWriter.value = remember
        if !remember { recentWriter.value = [] }
        Task { [access] in try? await access.library()?.store.setRemembersSearches(remember) }
    }
}
