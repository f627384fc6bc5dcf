plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.serialization")
}

android {
    namespace = "com.harborline.field"
    compileSdk = 34
    defaultConfig {
        applicationId = "com.harborline.field"
        minSdk = 26
        targetSdk = 34
        versionCode = 58
        versionName = "3.2.0"
        buildConfigField("String", "BACKEND_URL", "\"https://app.harborlinesolar.com/api/\"")
        buildConfigField("String", "DIALFRONT_URL", "\"https://api.dialfront.com/api/public/v1/\"")
        buildConfigField("String", "DIALFRONT_KEY", "\"${project.findProperty("dialfrontKey") ?: ""}\"")
    }
    buildFeatures { buildConfig = true; compose = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.okhttp3:okhttp:4.12.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.jakewharton.retrofit:retrofit2-kotlinx-serialization-converter:1.0.0")
    implementation("org.jetbrains.kotlinx:kotlinx-serialization-json:1.6.3")
    testImplementation("junit:junit:4.13.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}
