plugins {
    id("org.jetbrains.kotlin.jvm") version "1.9.23"
    id("org.jetbrains.kotlin.plugin.allopen") version "1.9.23"
    id("com.google.devtools.ksp") version "1.9.23-1.0.20"
    id("io.micronaut.application") version "4.3.6"
}

version = "0.9.2"
group = "com.harbourline.events"

repositories { mavenCentral() }

dependencies {
    ksp("io.micronaut:micronaut-http-validation")
    implementation("io.micronaut:micronaut-http-client")
    implementation("io.micronaut.kotlin:micronaut-kotlin-runtime")
    implementation("io.micronaut.flyway:micronaut-flyway")
    runtimeOnly("org.postgresql:postgresql")
    testImplementation("io.micronaut.test:micronaut-test-junit5")
    testImplementation("org.wiremock:wiremock:3.5.4")
}

micronaut {
    runtime("netty")
    testRuntime("junit5")
}
