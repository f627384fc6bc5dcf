using System.Collections.Generic;
using System.Runtime.Serialization;

namespace Korvath.Portal.DialBridge
{
    /// <summary>Error payload returned by DialBridge when a call fails.</summary>
    [DataContract]
    public class DialBridgeErrorBody
    {
        [DataMember(Name = "error")]
        public string Error { get; set; }

        [DataMember(Name = "details")]
        public List<DialBridgeErrorDetail> Details { get; set; }
    }

    [DataContract]
    public class DialBridgeErrorDetail
    {
        [DataMember(Name = "path")]
        public string Path { get; set; }

        [DataMember(Name = "message")]
        public string Message { get; set; }
    }
}
