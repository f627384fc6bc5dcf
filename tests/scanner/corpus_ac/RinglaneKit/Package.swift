// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "RinglaneKit",
    platforms: [.iOS(.v15), .macOS(.v12)],
    products: [
        .library(name: "RinglaneKit", targets: ["RinglaneKit"]),
    ],
    targets: [
        .target(name: "RinglaneKit"),
    ]
)
