// Shared Ringwell bits used by dispatch-api and outreach-service (published to our Nexus).
plugins {
    kotlin("jvm") version "1.9.24"
    kotlin("plugin.serialization") version "1.9.24"
    `maven-publish`
}

group = "com.tallyfield.libs"
version = "0.7.3"

repositories { mavenCentral() }

dependencies {
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")
    testImplementation("io.kotest:kotest-runner-junit5:5.9.1")
}

publishing {
    repositories {
        maven {
            url = uri("https://nexus.tallyfield.net/repository/libs-release/")
            credentials {
                username = System.getenv("NEXUS_USER")
                password = System.getenv("NEXUS_PASSWORD")
            }
        }
    }
    publications { create<MavenPublication>("lib") { from(components["java"]) } }
}
