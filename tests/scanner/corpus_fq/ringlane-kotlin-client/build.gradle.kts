plugins {
    `java-library`
    `maven-publish`
    kotlin("jvm") version "1.9.23"
}

group = "co.northmoor.libs"
version = "2.3.1"

repositories { mavenCentral() }

dependencies {
    api("com.fasterxml.jackson.core:jackson-databind:2.16.2")
    implementation("com.fasterxml.jackson.module:jackson-module-kotlin:2.16.2")
    implementation("org.slf4j:slf4j-api:2.0.12")
    testImplementation(kotlin("test"))
    testImplementation("org.wiremock:wiremock-standalone:3.4.2")
    testImplementation("org.junit.jupiter:junit-jupiter:5.10.2")
}

kotlin { jvmToolchain(17) }

tasks.test { useJUnitPlatform() }

publishing {
    publications {
        create<MavenPublication>("lib") { from(components["java"]) }
    }
    repositories {
        maven {
            name = "GitHubPackages"
            url = uri("https://maven.pkg.github.com/northmoor/ringlane-kotlin-client")
            credentials {
                username = System.getenv("GITHUB_ACTOR")
                password = System.getenv("GITHUB_TOKEN")
            }
        }
    }
}
