@testable import BuildCache
import Foundation
import SourceScanner
import XCTest

/// The build cache keeps each file's facts in `FactsCodec`'s form, written and read by hand: what it
/// decodes is what was encoded (as `Codable`'s round trip gives it), and bytes of any other kind are
/// refused, never misread, never a crash.
final class FactsCodecTests: XCTestCase {
    static let swift = """
        import UIKit
        // viper-docs:disable presenter-holds-view-weakly
        /// The home screen's presenter.
        final class HomePresenter: BasePresenter<HomeView>, HomePresenterProtocol {
            weak var view: HomeViewProtocol?
            unowned(unsafe) let router: HomeRouter
            var interactor: (HomeInteractorInput & AnyObject)!
            static var shared: [String: Int] = [:]
            typealias Item = (title: String, count: Int)
            init(view: HomeViewProtocol?, router: HomeRouter) {
                self.router = router
                self.view = view
                let service = container.resolve(ShowService.self)!
                presenter.view = self
                interactor.output = HomePresenter(view: nil, router: router)
                defer { self.view = nil }
                fetch { [weak self] result in self?.show(result) }
            }
            @objc func viewDidLoad() { router.open(R.storyboard.home.detailsViewController()) }
        }
        extension HomePresenter: HomeInteractorOutput where Self: AnyObject {}
        enum HomeRoute { case details(Int) }
        protocol HomeViewProtocol: AnyObject { var title: String { get set }; func show(_ items: [Item]) }
        final class HomeAssembly: Assembly {
            func assemble(container: Container) {
                container.register(HomePresenterProtocol.self) { r in
                    let presenter = HomePresenter(view: nil, router: r.resolve(HomeRouter.self)!)
                    presenter.interactor = r.resolve(HomeInteractorInput.self)
                    return presenter
                }
            }
        }
        """

    static let objectiveC = """
        #import <UIKit/UIKit.h>
        @interface HomeViewController : UIViewController <HomeViewInput>
        @property (nonatomic, weak) id<HomeViewOutput> output;
        @end
        @implementation HomeViewController
        - (void)viewDidLoad { [super viewDidLoad]; _output = [[HomePresenter alloc] init]; [self.output setView:self]; }
        @end
        """

    /// Facts with every field and every case set, some locations in another file.
    static var everything: FileFacts {
        let here = SourceLocation(file: "App/Home/Everything.swift", line: 3, column: 5)
        let there = SourceLocation(file: "App/Other.swift", line: -1, column: Int.max)
        var body = MemberFacts()
        body.properties = Ownership.allCases.map { ownership in
            PropertyFact(name: "p\(ownership)", ownership: ownership, isUnsafe: true, typeName: "T", additionalTypeNames: ["A", "B"],
                         typeText: "T & A & B", isOptional: true, isCollection: true, isStatic: true, isConstant: true,
                         location: here, docComment: "/// ü 😀")
        } + [PropertyFact(name: "plain", ownership: .strong, typeName: nil, typeText: "", location: there)]
        body.methods = [MethodFact(name: "m", signature: "func m()", isStatic: true, location: there, docComment: "doc"),
                        MethodFact(name: "n", signature: "", location: here)]
        body.creations = CreationFact.Kind.allCases.map { CreationFact(typeName: "C", kind: $0, member: "make", function: "f", location: here) }
            + [CreationFact(typeName: "D", kind: .initializer, location: there)]
        body.closures = ClosureFact.SelfCapture.allCases.map { ClosureFact(receiver: "r", callee: "c", selfCapture: $0, function: "f", location: here) }
            + [ClosureFact(receiver: nil, callee: nil, selfCapture: .none, function: nil, location: there)]
        body.propertiesClearedInDefer = ["view", ""]
        body.typeReferences = [TypeReferenceFact(typeName: "R", callee: "c", function: "f", location: here), TypeReferenceFact(typeName: "S", location: there)]
        body.calls = [CallFact(receiver: "router", member: "open", function: "f", location: here), CallFact(receiver: "", member: "x", location: there)]
        let values: [ValueFact] = [.name("n"), .creation("C"), .resolved("R"), .selfValue, .call("make"), .other]
        body.assignments = values.map { AssignmentFact(receiver: "presenter", property: "view", value: $0, function: "f", location: here) }
        body.locals = [LocalFact(name: "l", typeName: "L", additionalTypeNames: ["M"], isParameter: true, function: "f", location: here),
                       LocalFact(name: "k", typeName: "K", location: there)]
        body.typealiases = [TypealiasFact(name: "Item", typeNames: ["String", "Int"], typeText: "(title: String, count: Int)", location: here)]
        body.registrations = RegistrationFact.Kind.allCases.map { kind in
            RegistrationFact(kind: kind, typeName: "P", createdType: "Q", function: "assemble", injections: body.assignments,
                             instanceName: "main", location: here)
        } + [RegistrationFact(kind: .register, typeName: "P", location: there)]
        var facts = FileFacts(path: here.file, language: .swift)
        facts.imports = [ImportFact(module: "UIKit", location: here)]
        facts.types = TypeKind.allCases.map { kind in
            TypeFact(name: "T\(kind)", kind: kind,
                     inherits: [TypeName("Base", genericArguments: ["A", "B"], nestedGenericArguments: [["C"], []]), TypeName("P")],
                     genericParameters: ["A", "B"], location: here, docComment: kind == .class ? "/// A class." : nil,
                     declaresClassBound: kind == .protocol, body: body)
        }
        facts.extensions = [ExtensionFact(extendedType: "Tclass", conformances: [TypeName("Q")], location: there, body: body),
                            ExtensionFact(extendedType: "Tstruct", conformances: [], location: here)]
        facts.lineCount = 1_234_567
        facts.suppressions = SuppressionFact.Kind.allCases.map { SuppressionFact(kind: $0, rules: ["all", "x"], location: here) }
        facts.typealiases = body.typealiases
        return facts
    }

    static var samples: [FileFacts] {
        [SourceScanner.scan(source: swift, path: "App/Home/HomePresenter.swift"),
         SourceScanner.scan(source: objectiveC, path: "App/Home/HomeViewController.m"),
         everything, FileFacts(path: "", language: .objectiveC), storyboard]
    }

    /// A storyboard's facts, with every field set and some left out.
    static var storyboard: FileFacts {
        let here = SourceLocation(file: "App/Base.lproj/Main.storyboard", line: 12, column: 9)
        let there = SourceLocation(file: "App/Other.storyboard", line: 3, column: 1)
        var facts = FileFacts(path: here.file, language: .storyboard)
        facts.lineCount = 240
        facts.storyboard = StoryboardFacts(initialScene: "nav", scenes: [
            StoryboardScene(id: "nav", element: "navigationController", location: here),
            StoryboardScene(id: "home", element: "viewController", customClass: "HomeViewController", storyboardIdentifier: "Home",
                            segues: [StoryboardSegue(destination: "ref", kind: "show", identifier: "showProfile", location: here),
                                     StoryboardSegue(destination: "nav", kind: "relationship", relationship: "rootViewController", location: there)],
                            location: here),
            StoryboardScene(id: "ref", element: "viewControllerPlaceholder", referencedStoryboard: "Profile", referencedIdentifier: "Card",
                            location: there),
        ])
        return facts
    }

    func testFactsRoundTripAsCodableDoes() throws {
        let samples = Self.samples
        XCTAssertFalse(samples[0].types.isEmpty)
        XCTAssertFalse(samples[0].suppressions.isEmpty)
        XCTAssertTrue(samples[0].types.flatMap(\.body.assignments).contains { $0.value == .selfValue })
        XCTAssertEqual(samples[1].language, .objectiveC)
        XCTAssertFalse(samples[1].types.isEmpty)
        for facts in samples {
            let data = FactsCodec.encode(facts)
            let decoded = try FactsCodec.decode(data)
            XCTAssertEqual(decoded, facts)
            XCTAssertEqual(decoded, try JSONDecoder().decode(FileFacts.self, from: try JSONEncoder().encode(facts)))
            // The same facts give the same bytes.
            XCTAssertEqual(FactsCodec.encode(decoded), data)
        }
    }

    /// Locations in the file share its path's one string, as the scanner makes them: the model compares them often.
    func testLocationsShareThePath() throws {
        let decoded = try FactsCodec.decode(FactsCodec.encode(Self.samples[0]))
        let locations = decoded.types.map(\.location) + decoded.types.flatMap(\.body.properties).map(\.location)
        XCTAssertFalse(locations.isEmpty)
        for location in locations {
            XCTAssertEqual(location.file, decoded.path)
            XCTAssertTrue(location.file.utf8.withContiguousStorageIfAvailable { a in
                decoded.path.utf8.withContiguousStorageIfAvailable { b in a.baseAddress == b.baseAddress }
            } == true)
        }
    }

    func testOtherBytesAreRefused() throws {
        let data = FactsCodec.encode(Self.everything)
        // Cut anywhere: an error, never a value made up or a crash.
        for length in 0..<data.count {
            XCTAssertThrowsError(try FactsCodec.decode(data.prefix(length)), "cut at \(length)")
        }
        XCTAssertThrowsError(try FactsCodec.decode(data + Data([0])))
        // The JSON of earlier versions, and noise.
        XCTAssertThrowsError(try FactsCodec.decode(try JSONEncoder().encode(Self.everything)))
        XCTAssertThrowsError(try FactsCodec.decode(Data("VDF1".utf8) + Data(repeating: 0xFF, count: 64)))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var noisy = data
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                let at = Int.random(in: 0..<noisy.count, using: &generator)
                noisy[at] ^= UInt8.random(in: 1...255, using: &generator)
            }
            // A flipped byte may still decode (a changed letter of a name), but never crashes.
            _ = try? FactsCodec.decode(noisy)
        }
    }

    /// What `facts.pack` holds: a file's verdict, its facts or why it is skipped.
    func testVerdictsRoundTrip() throws {
        let verdicts: [ScanVerdict] = [
            .scanned(Self.samples[0], warning: nil), .scanned(Self.everything, warning: "A.swift: the file is not valid UTF-8; …"),
            .scanned(Self.storyboard, warning: "App/Broken.storyboard:3: the storyboard is not well-formed XML; …"),
            .generated, .skipped(reason: "not a text file", warning: "B.swift: the file holds NUL bytes, …"), .skipped(reason: "", warning: ""),
        ]
        for verdict in verdicts {
            let data = FactsCodec.encode(verdict)
            XCTAssertEqual(try FactsCodec.decodeVerdict(data), verdict)
            for length in stride(from: 0, to: data.count, by: max(1, data.count / 300)) {
                XCTAssertThrowsError(try FactsCodec.decodeVerdict(data.prefix(length)), "cut at \(length)")
            }
            XCTAssertThrowsError(try FactsCodec.decodeVerdict(data + Data([0])))
        }
        // Facts alone (the form of the previous version's entries) are no verdict, nor a verdict of another case.
        XCTAssertThrowsError(try FactsCodec.decodeVerdict(FactsCodec.encode(Self.everything)))
        XCTAssertThrowsError(try FactsCodec.decodeVerdict(Data("VDV1".utf8) + Data([3])))
    }
}
