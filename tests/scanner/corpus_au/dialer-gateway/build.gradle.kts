plugins {
    id("io.micronaut.application") version "4.3.8"
    id("com.github.johnrengelman.shadow") version "8.1.1"
}

version = "0.9.3"
group = "com.kestrelfreight.dialer"

repositories { mavenCentral() }

dependencies {
    annotationProcessor("io.micronaut.serde:micronaut-serde-processor")
    implementation("io.micronaut:micronaut-http-client")
    implementation("io.micronaut.serde:micronaut-serde-jackson")
    implementation("io.micronaut.retry:micronaut-retry")
    runtimeOnly("ch.qos.logback:logback-classic")
    testImplementation("org.wiremock:wiremock-standalone:3.5.4")
    testImplementation("io.micronaut.test:micronaut-test-junit5")
}

application { mainClass.set("com.kestrelfreight.dialer.Application") }

java {
    sourceCompatibility = JavaVersion.toVersion("17")
    targetCompatibility = JavaVersion.toVersion("17")
}

micronaut {
    runtime("netty")
    testRuntime("junit5")
    processing { incremental(true); annotations("com.kestrelfreight.dialer.*") }
}
