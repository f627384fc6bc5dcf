import org.jetbrains.kotlin.gradle.tasks.KotlinCompile

plugins {
    id("org.springframework.boot") version "3.2.5"
    id("io.spring.dependency-management") version "1.1.4"
    id("com.github.gmazzo.buildconfig") version "5.3.5"
    kotlin("jvm") version "1.9.23"
    kotlin("plugin.spring") version "1.9.23"
}

group = "com.kestrelfreight"
version = "2.14.0"

java { sourceCompatibility = JavaVersion.VERSION_17 }

repositories { mavenCentral() }

buildConfig {
    packageName("com.kestrelfreight.leadsync")
    buildConfigField("String", "APP_VERSION", "\"${project.version}\"")
    buildConfigField("String", "RINGLANE_DEFAULT_URL", "\"https://api.ringlane.com/api/public/v1\"")
    buildConfigField("String", "POSTWAVE_DEFAULT_URL", "\"https://api.postwave.io/v1\"")
    buildConfigField("String", "PRICING_SERVICE_URL", "\"http://pricing.internal.kestrelfreight.net/v1\"")
    buildConfigField("int", "RINGLANE_TIMEOUT_MS", "8000")
}

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-webflux")
    implementation("org.springframework.boot:spring-boot-starter-actuator")
    implementation("com.fasterxml.jackson.module:jackson-module-kotlin")
    implementation("io.github.resilience4j:resilience4j-spring-boot3:2.2.0")
    implementation("io.github.resilience4j:resilience4j-reactor:2.2.0")
    implementation("org.flywaydb:flyway-core")
    runtimeOnly("org.postgresql:postgresql")
    testImplementation("org.springframework.boot:spring-boot-starter-test")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
    testImplementation("org.testcontainers:postgresql:1.19.7")
    testImplementation("org.testcontainers:junit-jupiter:1.19.7")
}

tasks.withType<KotlinCompile> {
    kotlinOptions { jvmTarget = "17"; freeCompilerArgs += "-Xjsr305=strict" }
}

tasks.withType<Test> { useJUnitPlatform() }
