import java.util.Properties

plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("kapt")
}

val localProps = Properties().apply {
    rootProject.file("local.properties").takeIf { it.exists() }?.inputStream()?.use { load(it) }
}

android {
    namespace = "co.northbeam.reps"
    compileSdk = 34

    defaultConfig {
        applicationId = "co.northbeam.reps"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "4.12.0"
        buildConfigField("String", "CALLSPRING_API_KEY", "\"${localProps.getProperty("callspring.apiKey", "")}\"")
        buildConfigField("String", "GATEWAY_API_KEY", "\"${localProps.getProperty("gateway.apiKey", "")}\"")
    }

    buildFeatures { buildConfig = true }

    flavorDimensions += "env"
    productFlavors {
        create("sandbox") {
            dimension = "env"
            buildConfigField("String", "CALLSPRING_BASE_URL", "\"https://sandbox.callspring.com/api/public/v1/\"")
            buildConfigField("String", "BACKEND_URL", "\"https://reps.staging.northbeam.co/api/\"")
        }
        create("prod") {
            dimension = "env"
            buildConfigField("String", "CALLSPRING_BASE_URL", "\"https://api.callspring.com/api/public/v1/\"")
            buildConfigField("String", "BACKEND_URL", "\"https://reps.northbeam.co/api/\"")
        }
    }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.11.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.squareup.moshi:moshi-kotlin:1.15.1")
    kapt("com.squareup.moshi:moshi-kotlin-codegen:1.15.1")
}
