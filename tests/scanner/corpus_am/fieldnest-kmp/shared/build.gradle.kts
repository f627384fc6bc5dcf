import com.codingfeline.buildkonfig.compiler.FieldSpec.Type.STRING

plugins {
    alias(libs.plugins.kotlinMultiplatform)
    alias(libs.plugins.androidLibrary)
    alias(libs.plugins.kotlinSerialization)
    alias(libs.plugins.buildkonfig)
}

kotlin {
    androidTarget()
    iosX64()
    iosArm64()
    iosSimulatorArm64()

    sourceSets {
        commonMain.dependencies {
            implementation(libs.ktor.client.core)
            implementation(libs.ktor.client.content.negotiation)
            implementation(libs.ktor.serialization.kotlinx.json)
            implementation(libs.ktor.client.logging)
            implementation(libs.kotlinx.coroutines.core)
        }
        androidMain.dependencies {
            implementation(libs.ktor.client.okhttp)
        }
        iosMain.dependencies {
            implementation(libs.ktor.client.darwin)
        }
    }
}

buildkonfig {
    packageName = "com.fieldnest.shared"
    defaultConfigs {
        val host = project.property("dialstream.host") as String
        val version = project.property("dialstream.apiVersion") as String
        val v2 = project.property("dialstream.v2.apiVersion") as String
        buildConfigField(STRING, "APP_API_BASE", project.property("fieldnest.apiBase") as String)
        buildConfigField(STRING, "DIALSTREAM_BASE_URL", "$host/api/public/$version")
        buildConfigField(STRING, "DIALSTREAM_V2_BASE_URL", "$host/api/public/$v2")
        buildConfigField(STRING, "DIALSTREAM_API_KEY", System.getenv("DIALSTREAM_API_KEY") ?: "")
        buildConfigField(STRING, "DIALSTREAM_V2_KEY", System.getenv("DIALSTREAM_V2_KEY") ?: "")
    }
}

android {
    namespace = "com.fieldnest.shared"
    compileSdk = 34
    defaultConfig { minSdk = 26 }
}
