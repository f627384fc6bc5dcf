plugins {
    java
    id("org.springframework.boot") version "3.2.5" apply false
    id("io.spring.dependency-management") version "1.1.4" apply false
}

allprojects {
    group = "com.meridianmutual.outreach"
    version = "2.14.0-SNAPSHOT"
    repositories {
        maven { url = uri("https://nexus.meridianmutual.internal/repository/maven-public/") }
        mavenCentral()
    }
}

subprojects {
    apply(plugin = "java")
    apply(plugin = "io.spring.dependency-management")
    the<io.spring.gradle.dependencymanagement.dsl.DependencyManagementExtension>().apply {
        imports {
            mavenBom("org.springframework.cloud:spring-cloud-dependencies:2023.0.1")
            mavenBom("org.testcontainers:testcontainers-bom:1.19.7")
        }
    }
    java { toolchain { languageVersion.set(JavaLanguageVersion.of(17)) } }
    tasks.withType<Test> { useJUnitPlatform() }
}
