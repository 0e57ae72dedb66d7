import Architecture
import Diagrams

/// Builds the diagrams' DOT with the site's links.
enum DiagramFactory {
    static func appDOT(_ analysis: Analysis) -> String {
        ""
    }
}
