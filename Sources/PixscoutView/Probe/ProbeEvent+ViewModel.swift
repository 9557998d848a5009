import PixscoutProbe
import PixscoutViewModel

/// The probe's events made from what the view models say, so that the view records them as
/// it shows them.
extension ProbeEvent {
    static func status(_ status: SearchStatus) -> ProbeEvent {
        let probed: ProbedSearchStatus = switch status {
        case .idle: .idle
        case .searching(let query): .searching(query: query)
        case .results(let query, let count, let total): .results(query: query, count: count, total: total)
        case .noResults(let query): .noResults(query: query)
        case .failed(let query): .failed(query: query)
        }
        return .status(probed)
    }

    static func library(_ status: LibraryStatus) -> ProbeEvent {
        let probed: ProbedLibraryStatus = switch status {
        case .opening: .opening
        case .loading: .loading
        case .shown(let count): .shown(count: count)
        case .failed: .failed
        case .unavailable: .unavailable
        }
        return .library(probed)
    }

    static func save(_ state: SaveState) -> ProbeEvent {
        let probed: ProbedSaveState = switch state {
        case .idle: .idle
        case .saving(let fraction): .saving(fraction: fraction)
        case .saved(let path): .saved(path: path)
        case .failed(let message): .failed(message: message)
        }
        return .save(probed)
    }

    static func mode(_ mode: WindowMode) -> ProbeEvent {
        .mode(mode.rawValue)
    }

    static func folderSave(_ progress: FolderSaveProgress?) -> ProbeEvent {
        .folderSave(fraction: progress?.fraction)
    }
}
