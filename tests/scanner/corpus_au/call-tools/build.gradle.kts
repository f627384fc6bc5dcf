plugins {
    kotlin("jvm") version "1.9.23"
    kotlin("plugin.serialization") version "1.9.23"
    id("io.ktor.plugin") version "2.3.10"
    id("com.github.gmazzo.buildconfig") version "5.3.5"
}

group = "com.kestrelfreight"
version = "0.4.1"

application { mainClass.set("io.ktor.server.netty.EngineMain") }

buildConfig {
    packageName("com.kestrelfreight.calltools")
    buildConfigField("String", "RINGLANE_API_VERSION", "\"v1\"")
    buildConfigField("String", "SLACK_API_VERSION", "\"v1\"")
    buildConfigField("String", "GIT_SHA", "\"${System.getenv("GITHUB_SHA") ?: "dev"}\"")
}

repositories { mavenCentral() }

dependencies {
    implementation("io.ktor:ktor-server-netty")
    implementation("io.ktor:ktor-server-content-negotiation")
    implementation("io.ktor:ktor-client-cio")
    implementation("io.ktor:ktor-client-content-negotiation")
    implementation("io.ktor:ktor-serialization-kotlinx-json")
    implementation("ch.qos.logback:logback-classic:1.5.6")
    testImplementation("io.ktor:ktor-client-mock")
    testImplementation("io.ktor:ktor-server-test-host")
    testImplementation(kotlin("test-junit5"))
}

kotlin { jvmToolchain(17) }
tasks.test { useJUnitPlatform() }
