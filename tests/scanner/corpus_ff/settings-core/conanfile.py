from conan import ConanFile
from conan.tools.cmake import CMake, cmake_layout


class NbSettingsConan(ConanFile):
    name = "nb-settings"
    version = "2.3.0"
    user = "northbeam"
    channel = "stable"
    settings = "os", "compiler", "build_type", "arch"
    generators = "CMakeDeps", "CMakeToolchain"
    exports_sources = "CMakeLists.txt", "include/*", "src/*", "defaults/*"

    def requirements(self):
        self.requires("nlohmann_json/3.11.3")
        self.requires("inih/58")
        self.test_requires("gtest/1.14.0")

    def layout(self):
        cmake_layout(self)

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()

    def package(self):
        CMake(self).install()

    def package_info(self):
        self.cpp_info.libs = ["nb-settings"]
        self.cpp_info.set_property("cmake_target_name", "nb::settings")
