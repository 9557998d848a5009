import Foundation
import PixscoutLocalization
import XCTest

final class MessageTemplateTests: XCTestCase {
    func testPlacesAreFilledInTheirOrderOrByTheirNumbers() {
        XCTAssertEqual(MessageTemplate("%1$ld of %2$ld").filled("3", "50"), "3 of 50")
        XCTAssertEqual(MessageTemplate("全%2$ld件中%1$ld件目").filled("3", "50"), "全50件中3件目")
        XCTAssertEqual(MessageTemplate("%ld × %ld").filled("4000", "2667"), "4000 × 2667")
        XCTAssertEqual(MessageTemplate("Photo by %1$@ on %2$@").filled("Rosa", "Unsplash"), "Photo by Rosa on Unsplash")
        XCTAssertEqual(MessageTemplate("Foto von %2$@: %1$@").filled("Rosa", "Unsplash"), "Foto von Unsplash: Rosa")
        XCTAssertEqual(MessageTemplate("%@").filled("only"), "only")
    }

    func testATemplateFillsInAsStringFormatDoes() {
        for template in ["by %@", "%1$@, also on %2$@", "%2$@ (%1$@)", "Starred: %@", "%@ · %@"] {
            XCTAssertEqual(MessageTemplate(template).filled("Rosa", "Pexels"),
                String(format: template, "Rosa", "Pexels"), template)
        }
        for template in ["%d and %i and %u", "%ld × %lld", "%2$ld/%1$ld"] {
            XCTAssertEqual(MessageTemplate(template).filled("7", "80", "900"), String(format: template, 7, 80, 900),
                template)
        }
    }

    func testAPercentThatStartsNoPlaceStaysAndAMissingValueIsLeftOut() {
        XCTAssertEqual(MessageTemplate("100% %1$ld").filled("3"), "100% 3")
        XCTAssertEqual(MessageTemplate("50%% of %@").filled("them"), "50% of them")
        XCTAssertEqual(MessageTemplate("ends in %").filled(), "ends in %")
        XCTAssertEqual(MessageTemplate("%0$@ and %x").filled("a"), "%0$@ and %x")
        // A translation that names a value the code does not give reads without it, never crashes.
        XCTAssertEqual(MessageTemplate("%1$@ and %3$@").filled("a", "b"), "a and ")
        XCTAssertEqual(MessageTemplate("%99999999999999999999$@!").filled("a"), "%99999999999999999999$@!")
    }
}
