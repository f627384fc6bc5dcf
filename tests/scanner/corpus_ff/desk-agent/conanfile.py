from conan import ConanFile
from conan.tools.cmake import CMake, cmake_layout, CMakeToolchain, CMakeDeps


class DeskAgentConan(ConanFile):
    name = "desk-agent"
    version = "4.7.2"
    settings = "os", "compiler", "build_type", "arch"
    options = {"with_tests": [True, False]}
    default_options = {"with_tests": True, "libcurl/*:with_ssl": "openssl"}

    def requirements(self):
        self.requires("libcurl/8.6.0")
        self.requires("openssl/3.2.1")
        self.requires("nb-settings/2.3.0@northbeam/stable")
        if self.options.with_tests:
            self.test_requires("gtest/1.14.0")

    def layout(self):
        cmake_layout(self)

    def generate(self):
        CMakeDeps(self).generate()
        tc = CMakeToolchain(self)
        tc.variables["DESK_AGENT_BUILD_TESTS"] = bool(self.options.with_tests)
        tc.generate()

    def build(self):
        cmake = CMake(self)
        cmake.configure()
        cmake.build()
