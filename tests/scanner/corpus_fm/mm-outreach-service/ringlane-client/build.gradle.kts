plugins {
    `java-library`
    id("org.springframework.boot")
}

tasks.bootJar { enabled = false }

dependencies {
    api("org.springframework.cloud:spring-cloud-starter-openfeign")
    implementation("io.github.resilience4j:resilience4j-spring-boot3:2.2.0")
    implementation("com.fasterxml.jackson.core:jackson-databind")
    testImplementation("org.springframework.boot:spring-boot-starter-test")
    testImplementation("org.wiremock:wiremock-standalone:3.5.4")
}
