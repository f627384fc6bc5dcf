plugins {
    kotlin("jvm") version "1.9.23"
    kotlin("plugin.serialization") version "1.9.23"
    id("io.ktor.plugin") version "2.3.10"
}

group = "com.quillfield"
version = "0.9.0"

application {
    mainClass.set("com.quillfield.dialer.ApplicationKt")
}

dependencies {
    implementation("io.ktor:ktor-server-netty")
    implementation("io.ktor:ktor-server-content-negotiation")
    implementation("io.ktor:ktor-client-cio")
    implementation("io.ktor:ktor-client-content-negotiation")
    implementation("io.ktor:ktor-serialization-kotlinx-json")
    implementation("ch.qos.logback:logback-classic:1.5.3")
    testImplementation("io.ktor:ktor-client-mock")
    testImplementation(kotlin("test"))
}
