plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("kotlin-kapt")
}

android {
    namespace = "co.tallyfield.app"
    compileSdk = 34

    defaultConfig {
        applicationId = "co.tallyfield.app"
        minSdk = 26
        targetSdk = 34
        versionCode = 412
        versionName = "3.14.0"

        buildConfigField("String", "API_BASE_URL", "\"https://api.tallyfield.co/api/v1/\"")
        buildConfigField("String", "RINGLIO_BASE_URL", "\"https://api.ringlio.com/api/public/v1/\"")
        buildConfigField("String", "RINGLIO_API_KEY", "\"rl_mob_7Hc2Vq9KxL4pTz8WnR3bYd\"")
        buildConfigField("boolean", "FEATURE_IN_APP_DIALER", "true")
    }

    buildFeatures { buildConfig = true }
}

dependencies {
    implementation("com.squareup.retrofit2:retrofit:2.9.0")
    implementation("com.squareup.retrofit2:converter-moshi:2.9.0")
    implementation("com.squareup.okhttp3:logging-interceptor:4.12.0")
    implementation("com.squareup.moshi:moshi-kotlin:1.15.0")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.7.3")
    testImplementation("junit:junit:4.13.2")
    testImplementation("com.squareup.okhttp3:mockwebserver:4.12.0")
}
