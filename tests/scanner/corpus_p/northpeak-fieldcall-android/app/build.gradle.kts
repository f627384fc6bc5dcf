plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("kotlin-kapt")
    id("com.google.dagger.hilt.android")
}

android {
    namespace = "com.harborline.fieldcall"
    compileSdk = 34

    defaultConfig {
        applicationId = "com.northpeak.fieldcall"
        minSdk = 26
        targetSdk = 34
        versionCode = 57
        versionName = "3.8.0"
        buildConfigField("String", "BACKEND_BASE_URL", "\"https://fieldcall.northpeak-insurance.com/api/\"")
    }

    buildTypes {
        debug {
            buildConfigField("String", "DIALWAVE_BASE_URL", "\"https://sandbox.api.dialwave.io/api/public/v2/\"")
            buildConfigField("String", "DIALWAVE_KEY", "\"\"")
        }
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            buildConfigField("String", "DIALWAVE_BASE_URL", "\"https://api.dialwave.io/api/public/v1/\"")
            buildConfigField("String", "DIALWAVE_KEY", "\"dw_Tq3nB8vXk2LzR9mWc4Pd7Hy1Js6F\"")
        }
    }
    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.9.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.9.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.google.dagger:hilt-android:2.48")
    kapt("com.google.dagger:hilt-compiler:2.48")
    testImplementation("junit:junit:4.13.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}
