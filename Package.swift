// swift-tools-version:6.2
import Foundation
import PackageDescription

// Guides are read as GitHub-flavoured Markdown (tables, task lists, strikethrough, autolinks) through
// cmark-gfm, a requirement as Graphviz is (Debian: libcmark-gfm-dev and libcmark-gfm-extensions-dev;
// Homebrew: cmark-gfm): where its headers are missing the build fails and says which packages to
// install, rather than making a binary whose guide tables silently come out as text. Only a build
// asked for with `VIPER_DOCS_MARKDOWN=cmark` uses libcmark (libcmark-dev) and reads plain CommonMark.
// The two libraries export the same C names: both are imported as `CCmark`, and the Markdown target
// is compiled with `CMARK_GFM` for the first.
let cmarkGFM = ProcessInfo.processInfo.environment["VIPER_DOCS_MARKDOWN"] != "cmark"

// The pipeline, one library target per stage:
//   SourceScanner → Architecture → Rules → Diagrams / Markdown → Site / Reporting
// `ViperDocsKit` runs the stages in order; `viper-docs` only parses arguments.
let package = Package(
    name: "viper-docs",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "viper-docs", targets: ["viper-docs"]),
        .library(name: "ViperDocsKit", targets: ["ViperDocsKit"]),
        // `swift package viper-docs build|check|graph|…` in a package that depends on this one (Docs/Plugins.md).
        .plugin(name: "ViperDocsPlugin", targets: ["ViperDocsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", "603.0.0"..<"604.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "5.0.1"),
        // The build cache's keys (SHA-256 of each file's bytes and each diagram's DOT).
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        // `viper-docs serve`: a small HTTP server with no SwiftNIO under it (Docs/Cache.md).
        .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
        // Tests only: property-based fuzzing of the parsers (Tests/FuzzTests).
        .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    ],
    targets: [
        // MARK: - System libraries (installed with apt/brew, see README)
        .systemLibrary(
            name: "CGraphviz",
            pkgConfig: "libgvc",
            providers: [.apt(["libgraphviz-dev"]), .brew(["graphviz"])]
        ),
        cmarkGFM
            ? .systemLibrary(
                name: "CCmark",
                path: "Sources/CCmarkGFM",
                pkgConfig: "libcmark-gfm",
                providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"]), .brew(["cmark-gfm"])]
            )
            : .systemLibrary(
                name: "CCmark",
                pkgConfig: "libcmark",
                providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
            ),

        // MARK: - Pipeline stages
        .target(
            name: "SourceScanner",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                // The classified ranges a source page is highlighted with (`HighlightSpans`).
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
            ]
        ),
        .target(name: "Architecture", dependencies: ["SourceScanner"]),
        .target(name: "Rules", dependencies: ["Architecture", "SourceScanner"]),
        .target(name: "Diagrams", dependencies: ["Architecture", "Rules", "SourceScanner", "CGraphviz"]),
        .target(name: "Markdown", dependencies: ["CCmark"], swiftSettings: cmarkGFM ? [.define("CMARK_GFM")] : []),
        .target(name: "Reporting", dependencies: ["Architecture", "Rules", "SourceScanner", "Diagrams"]),
        // `viper-docs diff`: two versions of an app compared, and the change's reports.
        .target(name: "Diff", dependencies: ["Reporting", "SourceScanner"]),
        .target(
            name: "Site",
            dependencies: [
                "Architecture", "Rules", "Diagrams", "Markdown", "SourceScanner",
                .product(name: "Mustache", package: "swift-mustache"),
                // The digests of pages' inputs (`PageStamp`).
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // What one build keeps for the next: facts by file content, the model and findings by the facts, SVGs by DOT text (Docs/Cache.md).
        .target(
            name: "BuildCache",
            dependencies: ["SourceScanner", "Architecture", "Rules", "Site", .product(name: "Crypto", package: "swift-crypto")]
        ),
        // `viper-docs serve`: the site over HTTP on 127.0.0.1, and the reload of open pages.
        .target(
            name: "SiteServer",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox"), .product(name: "FlyingSocks", package: "FlyingFox")]
        ),
        // The default theme lives at the top of the repository (`Themes/default`) and ships as
        // package resources, so an installed binary finds it without the source checkout.
        .target(name: "DefaultTheme", path: "Themes", resources: [.copy("default")]),
        .target(
            name: "ViperDocsKit",
            dependencies: [
                "SourceScanner", "Architecture", "Rules", "Diagrams", "Markdown", "Site", "Reporting", "Diff", "DefaultTheme",
                "BuildCache", "SiteServer",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "viper-docs",
            dependencies: [
                "ViperDocsKit", "Reporting", "Architecture", "Diff", "SourceScanner",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // MARK: - The SwiftPM command plugin (and, in Xcode, the Xcode project's)
        .plugin(
            name: "ViperDocsPlugin",
            capability: .command(
                intent: .custom(verb: "viper-docs", description: "Writes the VIPER documentation site of the package, or checks its rules.")
            ),
            dependencies: ["viper-docs"]
        ),

        // MARK: - Tests
        .target(
            name: "TestSupport",
            dependencies: ["SourceScanner", "Architecture", "Rules"],
            path: "Sources/TestSupport"
        ),
        .testTarget(name: "ScannerTests", dependencies: [
            "SourceScanner", "TestSupport",
            // Tests that compare the scanner's text helpers with SwiftSyntax's own.
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "ArchitectureTests", dependencies: ["Architecture", "SourceScanner", "TestSupport"]),
        .testTarget(name: "RulesTests", dependencies: ["Rules", "Architecture", "SourceScanner", "TestSupport"]),
        .testTarget(
            name: "DiagramsTests",
            dependencies: ["Diagrams", "Architecture", "Rules", "SourceScanner", "TestSupport"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "MarkdownTests", dependencies: ["Markdown"]),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["Reporting", "Rules", "SourceScanner", "TestSupport"],
            resources: [.copy("Golden")]
        ),
        .testTarget(name: "DiffTests", dependencies: ["Diff", "Reporting", "TestSupport"]),
        .testTarget(name: "ViperDocsKitTests", dependencies: ["ViperDocsKit", "BuildCache", "Rules", "Architecture", "SourceScanner", "TestSupport"]),
        .testTarget(
            name: "SiteTests",
            dependencies: ["Site", .product(name: "Mustache", package: "swift-mustache"), "Architecture", "Rules", "Diagrams", "SourceScanner", "DefaultTheme", "TestSupport"]
        ),
        .testTarget(
            name: "FuzzTests",
            dependencies: ["SourceScanner", "ViperDocsKit", "Markdown", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["viper-docs", .product(name: "Yams", package: "Yams")],
            exclude: ["Golden"]
        ),
    ]
)

// Warnings are errors in the project's own targets, never in dependencies (SwiftPM builds those with
// warnings suppressed): both the debug build of `make test` (CI) and release builds stay warning-free.
// `treatAllWarnings` (tools 6.2), not an unsafe flag: a package that depends on viper-docs by version,
// for its plugin, may not use a dependency with unsafe flags, and SwiftPM ignores this one there.
for target in package.targets where target.type != .system && target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
