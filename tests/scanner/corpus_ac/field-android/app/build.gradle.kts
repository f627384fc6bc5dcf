plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.serialization")
}

android {
    namespace = "com.brightmoor.field"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.brightmoor.field"
        minSdk = 26
        targetSdk = 34
        versionCode = 41
        versionName = "2.3.0"
        buildConfigField("String", "RINGLANE_BASE_URL", "\"https://api.ringlane.app/api/public/v1\"")
        buildConfigField("String", "RINGLANE_KEY", "\"rlk_Jd7Fq2Wn9Lx4Pz6Ct3Vb8Ms1\"")
        buildConfigField("String", "BACKEND_URL", "\"https://field-api.brightmoor.de/v1/\"")
    }

    buildFeatures { buildConfig = true }
}

dependencies {
    val ktor = "2.3.11"
    implementation("io.ktor:ktor-client-okhttp:$ktor")
    implementation("io.ktor:ktor-client-content-negotiation:$ktor")
    implementation("io.ktor:ktor-serialization-kotlinx-json:$ktor")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.8.1")
}
