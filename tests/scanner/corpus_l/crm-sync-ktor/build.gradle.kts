plugins {
    kotlin("jvm") version "1.9.24"
    kotlin("plugin.serialization") version "1.9.24"
    id("io.ktor.plugin") version "2.3.11"
}

group = "com.northwind.crmsync"
version = "0.14.2"

repositories { mavenCentral() }

dependencies {
    implementation("io.ktor:ktor-server-netty")
    implementation("io.ktor:ktor-client-cio")
    implementation("io.ktor:ktor-client-content-negotiation")
    implementation("io.ktor:ktor-serialization-kotlinx-json")
    implementation("ch.qos.logback:logback-classic:1.4.14")
    testImplementation("io.ktor:ktor-client-mock")
    testImplementation(kotlin("test"))
}

application { mainClass.set("com.northwind.crmsync.ApplicationKt") }
