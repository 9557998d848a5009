import PixscoutLocalization
import PixscoutModel

/// A target as the dialog offers it: its title, with a mnemonic, and what it fits to.
struct FitTargetChoice: Equatable {
    let title: String
    let target: FitTarget

    /// The shapes, the screen's size when it is known, any shape, and a size in pixels.
    static func all(screen: PixelSize?) -> [FitTargetChoice] {
        var choices = [
            FitTargetChoice(title: tr("_Slide, 16:9"), target: .slide),
            FitTargetChoice(title: tr("S_tandard, 4:3"), target: .standard),
            FitTargetChoice(title: tr("S_quare"), target: .square),
            FitTargetChoice(title: tr("_Portrait page"), target: .portraitPage),
        ]
        if let screen {
            choices.append(FitTargetChoice(title: String(format: tr("Sc_reen, %1$ld × %2$ld"), screen.width,
                screen.height), target: .screen(width: screen.width, height: screen.height)))
        }
        choices.append(FitTargetChoice(title: tr("_Free"), target: .free))
        choices.append(FitTargetChoice(title: tr("C_ustom size"), target: .custom(width: 1200, height: 800)))
        return choices
    }

    /// The target "What must it fit?" asks for, when it names a shape.
    static func index(for shape: SearchFilters.Shape, in choices: [FitTargetChoice]) -> Int {
        let target: FitTarget = switch shape {
        case .standard: .standard
        case .square: .square
        case .portrait: .portraitPage
        case .wide, .any: .slide
        }
        return choices.firstIndex { $0.target == target } ?? 0
    }
}
