// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "DialerKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "DialerKit", targets: ["DialerKit"])],
    dependencies: [
        .package(url: "https://github.com/kishikawakatsumi/KeychainAccess", from: "4.2.2"),
    ],
    targets: [
        .target(name: "DialerKit", dependencies: ["KeychainAccess"]),
        .testTarget(name: "DialerKitTests", dependencies: ["DialerKit"]),
    ]
)
