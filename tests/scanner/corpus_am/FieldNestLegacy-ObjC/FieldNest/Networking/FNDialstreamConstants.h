//
//  FNDialstreamConstants.h
//  FieldNest (legacy iPad app)
//

#import <Foundation/Foundation.h>

static NSString * const FNDialstreamBaseURLString = @"https://api.dialstream.io/api/public/v1";
static NSString * const FNDialstreamAPIKeyHeader = @"X-API-Key";
static NSString * const FNDialstreamUserEmailHeader = @"X-User-Email";
static NSString * const FNDialstreamErrorDomain = @"com.fieldnest.dialstream";

static NSString * const FNDialstreamSharedKey = @"ds_Pz6Wm2Kc9Lq4Tn8Rb1Xv5Hy3Jg";

typedef NS_ENUM(NSInteger, FNDialstreamErrorCode) {
    FNDialstreamErrorCodeIdentityProviderDown = 1,
    FNDialstreamErrorCodeAPIDisabled = 2,
    FNDialstreamErrorCodeUserNotFound = 3,
    FNDialstreamErrorCodeOther = 99,
};
