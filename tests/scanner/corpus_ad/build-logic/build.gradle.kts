plugins {
    `kotlin-dsl`
    `java-gradle-plugin`
}

group = "health.quillon.gradle"
version = "1.12.0"

repositories { mavenCentral() }

dependencies {
    implementation("com.fasterxml.jackson.module:jackson-module-kotlin:2.17.0")
    testImplementation(gradleTestKit())
    testImplementation("org.junit.jupiter:junit-jupiter:5.10.2")
}

gradlePlugin {
    plugins {
        create("qaDialList") {
            id = "health.quillon.qa-dial-list"
            implementationClass = "health.quillon.gradle.QaDialListPlugin"
        }
    }
}
