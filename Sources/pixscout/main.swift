import Foundation
import PixscoutApp

let status = MainActor.assumeIsolated {
    PixscoutApplication.run(configuration: AppConfiguration())
}
exit(status)
