plugins {
    kotlin("jvm") version "1.9.23"
    application
}

repositories { mavenCentral() }

dependencies {
    implementation("io.ktor:ktor-client-cio:2.3.10")
    implementation("io.ktor:ktor-client-content-negotiation:2.3.10")
    implementation("io.ktor:ktor-serialization-jackson:2.3.10")
    testImplementation(kotlin("test"))
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}

application { mainClass.set("com.brightcart.audience.MainKt") }

tasks.test { useJUnitPlatform() }
