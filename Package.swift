// swift-tools-version:6.0
import PackageDescription

/// Debian's hardening for the C targets: a canary in every function with a local array, and the
/// checked variants of string and memory functions where sizes are known (they need optimizing).
let hardenedC: [CSetting] = [
    .unsafeFlags(["-fstack-protector-strong"]), .define("_FORTIFY_SOURCE", to: "2", .when(configuration: .release)),
]

let package = Package(
    name: "Pixscout",
    products: [
        .executable(name: "pixscout", targets: ["pixscout"]),
        .executable(name: "pixscout-bench", targets: ["pixscout-bench"]),
        .executable(name: "pixscout-fuzz", targets: ["pixscout-fuzz"]),
    ],
    dependencies: [
        .package(url: "https://github.com/Swinject/Swinject", from: "2.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CGtk",
            pkgConfig: "gtk+-3.0",
            providers: [.apt(["libgtk-3-dev"])]
        ),
        // Headers only: CShims opens libcurl when the network is first used (CurlLoader.c).
        .systemLibrary(name: "CCurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // Opens libsecret when the keyring is first used (SecretLoader.c).
        .target(name: "CSecret", dependencies: ["CGtk"], cSettings: hardenedC),
        .target(name: "SecretKit", dependencies: ["CSecret"]),
        // Opens libvips when a picture is first fitted (VipsLoader.c).
        .target(name: "CVips", dependencies: ["CGtk"], cSettings: hardenedC),
        .target(name: "VipsKit", dependencies: ["CVips"]),
        // Opens gexiv2 when a file is first given its credit (XmpWriter.c).
        .target(name: "CXmp", dependencies: ["CGtk"], cSettings: hardenedC),
        .target(name: "XmpKit", dependencies: ["CXmp"]),
        // Opens libarchive when a document is first checked (ArchiveReader.c).
        .target(name: "CArchive", cSettings: hardenedC),
        .target(name: "ArchiveKit", dependencies: ["CArchive"]),
        // SHA-1 and SHA-256 through GLib's GChecksum.
        .systemLibrary(name: "CGLib", pkgConfig: "glib-2.0", providers: [.apt(["libglib2.0-dev"])]),
        .target(name: "DigestKit", dependencies: ["CGLib"]),
        // Opens libxml2 and cmark when a document or a picture's metadata is first read (MarkupLoader.c).
        .target(name: "CMarkup", cSettings: hardenedC + [.unsafeFlags(["-I/usr/include/libxml2"])]),
        .target(name: "MarkupKit", dependencies: ["CMarkup"]),
        // gettext, from glibc.
        .systemLibrary(name: "CIntl"),
        .target(name: "PixscoutLocalization", dependencies: ["CIntl"]),
        // Typed, non-variadic wrappers for the C API that Swift cannot import.
        .target(name: "CShims", dependencies: ["CGtk", "CCurl"], cSettings: hardenedC),
        .target(name: "GtkKit", dependencies: ["CGtk", "CShims"]),
        .target(name: "CurlKit", dependencies: ["CCurl", "CShims"]),
        .target(
            name: "PixscoutModel",
            dependencies: [
                "CurlKit", "ArchiveKit", "DigestKit", "MarkupKit", "PixscoutLocalization", .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .target(name: "PixscoutViewModel", dependencies: ["PixscoutModel", "PixscoutLocalization"]),
        // The probe's events: written by the view, read back by the end-to-end tests.
        .target(name: "PixscoutProbe"),
        .target(name: "PixscoutView", dependencies: ["PixscoutViewModel", "GtkKit", "PixscoutLocalization", "PixscoutProbe"]),
        .target(
            name: "PixscoutApp",
            dependencies: [
                "PixscoutModel", "PixscoutViewModel", "PixscoutView", "GtkKit", "CurlKit", "SecretKit", "VipsKit",
                "XmpKit", .product(name: "Swinject", package: "Swinject"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Position-independent (ASLR kept), with its relocations resolved at start-up and then
        // made read-only (full RELRO), as Debian builds its own.
        .executableTarget(
            name: "pixscout", dependencies: ["PixscoutApp", "CVips"],
            linkerSettings: [.unsafeFlags(["-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"])]),
        // Run by scripts/bench: Pixscout's pipeline beside plain loaders, in one process.
        .executableTarget(
            name: "pixscout-bench",
            dependencies: [
                "PixscoutApp", "PixscoutModel", "PixscoutViewModel", "PixscoutView", "CurlKit",
                .product(name: "Swinject", package: "Swinject"),
            ]),
        // Every way a network answer is read, for scripts/fuzz (libFuzzer) and its regression tests.
        .target(name: "PixscoutFuzzing", dependencies: ["PixscoutModel", "VipsKit"]),
        .executableTarget(name: "pixscout-fuzz", dependencies: ["PixscoutFuzzing"]),
        .target(name: "PixscoutTestSupport", dependencies: ["CurlKit", "GtkKit", "CGtk", "PixscoutProbe"], path: "Tests/PixscoutTestSupport"),
        .testTarget(
            name: "PixscoutModelTests",
            dependencies: [
                "PixscoutModel", "CurlKit", "ArchiveKit", "DigestKit", "PixscoutTestSupport", "PixscoutFuzzing",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]),
        .testTarget(name: "PixscoutProbeTests", dependencies: ["PixscoutProbe"]),
        .testTarget(
            name: "PixscoutViewModelTests",
            dependencies: ["PixscoutViewModel", "PixscoutModel", "PixscoutApp", .product(name: "Swinject", package: "Swinject")]),
        .testTarget(name: "GtkKitTests", dependencies: ["GtkKit", "CGtk", "PixscoutTestSupport"]),
        .testTarget(
            name: "PixscoutViewTests",
            dependencies: ["PixscoutView", "PixscoutViewModel", "GtkKit", "CGtk", "PixscoutTestSupport"]),
        .testTarget(name: "PixscoutEndToEndTests", dependencies: ["PixscoutTestSupport", "PixscoutProbe"]),
        .testTarget(
            name: "PixscoutAppTests",
            dependencies: [
                "PixscoutApp", "PixscoutModel", "PixscoutViewModel", "PixscoutTestSupport", "VipsKit", "CVips", "GtkKit",
                "PixscoutFuzzing", "DigestKit",
            ]),
    ]
)
