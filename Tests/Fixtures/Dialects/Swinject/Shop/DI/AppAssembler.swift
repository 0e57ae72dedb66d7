import Foundation

enum AppAssembler {
    static let shared = Assembler([HomeAssembly(), DetailsAssembly()])
}
