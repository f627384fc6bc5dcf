plugins {
    id("com.android.application")
    kotlin("android")
    kotlin("kapt")
}

android {
    namespace = "com.fieldcall.app"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.fieldcall.app"
        minSdk = 26
        targetSdk = 34
        versionCode = 41
        versionName = "2.3.1"

        buildConfigField("String", "DIALHUB_BASE_URL", "\"https://api.dialhub.net/api/public/v1/\"")
        buildConfigField("String", "DIALHUB_SHARED_KEY", "\"dh_9f3Kq27LmXv0Pz84RtYe1WcB6uNa5sJd\"")
        buildConfigField("String", "MAPS_BASE_URL", "\"https://maps.fieldcall.com/v1/\"")
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            buildConfigField("String", "DIALHUB_SHARED_KEY", "\"${System.getenv("DIALHUB_KEY") ?: ""}\"")
        }
    }
    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.11.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.11.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
}
