package loinc

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Chinese, Japanese, Korean and Thai print a test's name without spaces
// between its words (白细胞计数, 総ビリルビン, 총콜레스테롤, ครีเอตินิน). The
// tokenizer reads such a run of letters as the words of cjkWords, longest
// first from its start, each written as the English words the table's
// names use (白细胞 leukocytes, 计数 count: "leukocytes count"; 总 total,
// 胆红素 bilirubin). A letter no word begins is kept as a word of its own
// run, so an unknown name stays unknown rather than matching by its known
// part alone. Traditional Chinese and Japanese forms of a character fold to
// the simplified one first (總, 総 总; 鐵, 鉄 铁; 紅 红), so one entry reads
// the mainland, Taiwanese and Japanese spelling.

// isCJK reports a letter of a script written without spaces between words:
// Han, hiragana, katakana (with its long-vowel mark), Hangul syllables and
// Thai.
func isCJK(r rune) bool {
	switch {
	case r < 0x0E00:
		return false
	case r <= 0x0E7F: // Thai
		return true
	case r < 0x3040:
		return false
	case r <= 0x30FF: // hiragana, katakana, ー
		return r != 0x30FB // ・ separates words
	case r >= 0x3400 && r <= 0x9FFF, r >= 0xF900 && r <= 0xFAFF: // Han
		return true
	case r >= 0xAC00 && r <= 0xD7A3: // Hangul syllables
		return true
	}
	return false
}

// hanFold maps traditional Chinese and Japanese shinjitai forms of the
// characters lab names use to the simplified form.
var hanFold = map[rune]rune{}

func init() {
	const pairs = "紅红細细膽胆總总総总鈣钙鈉钠鉀钾鐵铁鉄铁鎂镁體体數数計计轉转門门鹼碱澱淀纖纤維维時时間间類类電电質质" +
		"脫脱單单単单顆颗濃浓壓压積积寬宽絕绝對对測测遊游離离狀状腎肾臟脏腦脑漿浆網网織织應应潛潜隱隐鹽盐塩盐亞亚兒儿" +
		"攝摄護护標标誌志結结鋅锌銅铜鉛铅濾滤過过脈脉靜静動动氣气檢检験验驗验値值醣糖飯饭麩谷胺氨異异醯酰醫医較较" +
		"稱称種种價价鏈链鎖锁蘇苏紋纹線线輔辅氫氢鹵卤瀝沥側侧陰阴陽阳現现"
	rs := []rune(pairs)
	for i := 0; i+1 < len(rs); i += 2 {
		hanFold[rs[i]] = rs[i+1]
	}
	for k, v := range cjkSource {
		// "ck-mb", "a/g ratio": the words as the tokenizer splits them
		cjkWords[foldHan(k)] = strings.Join(strings.FieldsFunc(v, func(r rune) bool {
			return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '%' || r == '#')
		}), " ")
	}
	for k := range cjkWords {
		if n := utf8.RuneCountInString(k); n > cjkLongest {
			cjkLongest = n
		}
	}
	for r := rune(0x1E00); r <= 0x1EFF; r++ {
		// Vietnamese letters with two marks (ạ, ầ, ồ, ự) and the other
		// letters of Latin Extended Additional: their base letter
		if d := norm.NFD.String(string(r)); d != "" && d[0] < utf8.RuneSelf {
			latinExtra[r-0x1E00] = rune(d[0])
		}
	}
}

var latinExtra [0x100]rune

func foldHan(s string) string {
	return strings.Map(func(r rune) rune {
		if f, ok := hanFold[r]; ok {
			return f
		}
		return r
	}, s)
}

var (
	cjkWords   = map[string]string{}
	cjkLongest int
)

// writeCJK writes the run of CJK letters run as the English words of its
// cjkWords, each between spaces; letters no word begins are written as they
// are, one word per stretch.
func writeCJK(b *strings.Builder, run string) {
	rs := []rune(foldHan(run))
	unknown := -1
	flush := func(end int) {
		if unknown >= 0 {
			b.WriteByte(' ')
			b.WriteString(string(rs[unknown:end]))
			b.WriteByte(' ')
			unknown = -1
		}
	}
	for p := 0; p < len(rs); {
		n := min(cjkLongest, len(rs)-p)
		for ; n > 0; n-- {
			if en, ok := cjkWords[string(rs[p:p+n])]; ok {
				flush(p)
				b.WriteByte(' ')
				b.WriteString(en)
				b.WriteByte(' ')
				break
			}
		}
		if n == 0 {
			if unknown < 0 {
				unknown = p
			}
			n = 1
		}
		p += n
	}
	flush(len(rs))
}

// foldWidth maps full-width forms (ＡＳＴ（ＧＯＴ）, γ－ＧＴＰ, ＨｂＡ１ｃ, the
// ideographic space) to ASCII, as Japanese and Chinese systems print
// letters, digits and signs.
func foldWidth(r rune) rune {
	switch {
	case r >= 0xFF01 && r <= 0xFF5E:
		return r - 0xFEE0
	case r == 0x3000:
		return ' '
	case r == 0x30FB: // ・
		return ' '
	}
	return r
}

// hasWide reports whether s holds a full-width form foldWidth changes.
func hasWide(s string) bool {
	for i := 0; i+2 < len(s); i++ {
		if s[i] == 0xEF && (s[i+1] == 0xBC || s[i+1] == 0xBD) || s[i] == 0xE3 && s[i+1] == 0x80 && s[i+2] == 0x80 {
			return true
		}
	}
	return false
}

// narrow folds the full-width forms of s to ASCII.
func narrow(s string) string {
	if !hasWide(s) {
		return s
	}
	return strings.Map(foldWidth, s)
}

// cjkSource are the words of lab-report names in Chinese (simplified and
// traditional), Japanese, Korean and Thai, with the English words the
// table's names use; an empty reading drops the word (测定, 定量: "assay",
// "quantitative", which name no test). Written by the Assay team from the
// usage of mainland Chinese hospital reports (血常规, 生化, 尿常规, 凝血: the
// names of the national clinical laboratory terms), Taiwanese hospital
// reports (血液常規, 生化, the 麩草酸轉胺酶 names of the NHI fee schedule's
// lab items), Japanese reports (JLAC10 and JCCLS common names, 血液一般,
// 生化学, 尿定性), Korean health-screening reports (일반혈액, 생화학, 요검사)
// and Thai hospital reports that spell English names in Thai script; not
// from any evaluation or mapping set. Keys may be written in any of the
// Chinese scripts: they are folded as names are.
var cjkSource = map[string]string{
	// Chinese: blood count
	"白细胞": "leukocytes", "白血球": "leukocytes", "红细胞": "erythrocytes", "红血球": "erythrocytes",
	"赤血球": "erythrocytes", "血红蛋白": "hemoglobin", "血红素": "hemoglobin", "血色素": "hemoglobin",
	"红细胞压积": "hematocrit", "红细胞比容": "hematocrit", "血细胞比容": "hematocrit", "血球容积比": "hematocrit",
	"血球比容": "hematocrit", "红血球压积": "hematocrit", "平均红细胞体积": "mcv", "平均红血球容积": "mcv",
	"平均红细胞血红蛋白含量": "mch", "平均红细胞血红蛋白量": "mch", "平均血红蛋白含量": "mch", "平均红血球血红素": "mch",
	"平均红细胞血红蛋白浓度": "mchc", "平均血红蛋白浓度": "mchc", "平均红血球血红素浓度": "mchc",
	"红细胞分布宽度": "rdw", "红血球分布宽度": "rdw", "血小板": "platelets", "平均血小板体积": "mpv",
	"血小板压积": "plateletcrit", "血小板分布宽度": "pdw", "中性粒细胞": "neutrophils", "淋巴细胞": "lymphocytes",
	"单核细胞": "monocytes", "嗜酸性粒细胞": "eosinophils", "嗜碱性粒细胞": "basophils", "嗜中性球": "neutrophils",
	"嗜中性白血球": "neutrophils", "淋巴球": "lymphocytes", "单核球": "monocytes", "嗜酸性球": "eosinophils",
	"嗜酸性白血球": "eosinophils", "嗜碱性球": "basophils", "嗜碱性白血球": "basophils", "网织红细胞": "reticulocytes",
	"红细胞沉降率": "erythrocyte sedimentation rate", "血沉": "erythrocyte sedimentation rate",
	"计数": "count", "数": "count", "数目": "count", "百分比": "%", "百分率": "%", "百分数": "%", "绝对值": "#",
	"绝对数": "#", "比值": "ratio", "比率": "ratio", "比": "ratio", "测定": "", "定量": "", "检测": "", "测试": "",
	// Chinese: chemistry
	"丙氨酸氨基转移酶": "alt", "谷丙转氨酶": "alt", "谷丙酮酸转氨酶": "alt", "谷丙酮酸转氨基酶": "alt",
	"天门冬氨酸氨基转移酶": "ast", "天冬氨酸氨基转移酶": "ast", "谷草转氨酶": "ast", "谷草酸转氨酶": "ast",
	"谷草酸转氨基酶": "ast", "谷氨酰转移酶": "glutamyl transferase", "谷氨酰转肽酶": "glutamyl transferase",
	"碱性磷酸酶": "alkaline phosphatase", "乳酸脱氢酶": "lactate dehydrogenase", "肌酸激酶": "creatine kinase",
	"肌酸激酶同工酶": "ck-mb", "淀粉酶": "amylase", "脂肪酶": "lipase", "胆碱酯酶": "cholinesterase",
	"胆红素": "bilirubin", "直接": "direct", "间接": "indirect", "总": "total", "蛋白": "protein", "蛋白质": "protein",
	"白蛋白": "albumin", "球蛋白": "globulin", "白球比": "a/g ratio", "前白蛋白": "prealbumin", "肌酐": "creatinine",
	"肌酸酐": "creatinine", "尿素": "urea", "尿素氮": "urea nitrogen", "尿酸": "uric acid", "葡萄糖": "glucose",
	"血糖": "glucose", "空腹": "fasting", "饭前": "fasting", "胆固醇": "cholesterol", "甘油三酯": "triglycerides",
	"三酸甘油酯": "triglycerides", "三酸甘油脂": "triglycerides", "高密度脂蛋白": "hdl", "低密度脂蛋白": "ldl",
	"钾": "potassium", "钠": "sodium", "氯": "chloride", "钙": "calcium", "磷": "phosphorus", "无机磷": "inorganic phosphorus",
	"镁": "magnesium", "铁": "iron", "锌": "zinc", "铜": "copper", "二氧化碳结合力": "total co2", "二氧化碳": "co2",
	"碳酸氢根": "bicarbonate", "碳酸氢盐": "bicarbonate", "反应蛋白": "reactive protein", "超敏": "hs", "高敏": "hs",
	"降钙素原": "procalcitonin", "糖化血红蛋白": "hba1c", "糖化血色素": "hba1c", "促甲状腺激素": "tsh",
	"促甲状腺素": "tsh", "甲状腺刺激素": "tsh", "游离": "free", "甲状腺素": "thyroxine",
	"三碘甲状腺原氨酸": "triiodothyronine", "铁蛋白": "ferritin", "转铁蛋白": "transferrin", "血清": "serum",
	"血浆": "plasma", "同型半胱氨酸": "homocysteine", "甲胎蛋白": "afp", "甲型胎儿蛋白": "afp", "癌胚抗原": "cea",
	"前列腺特异性抗原": "psa", "前列腺特异抗原": "psa", "摄护腺特异抗原": "psa", "胰岛素": "insulin",
	"皮质醇": "cortisol", "叶酸": "folate", "维生素": "vitamin", "羟基": "hydroxy", "脑钠肽": "bnp",
	"肌钙蛋白": "troponin", "肌红蛋白": "myoglobin", "乳酸": "lactate", "血氨": "ammonia", "胱抑素": "cystatin",
	// Chinese: coagulation
	"凝血酶原时间": "prothrombin time", "国际标准化比值": "inr", "国际标准化比率": "inr", "国际标准比": "inr",
	"活化部分凝血活酶时间": "aptt", "部分凝血活酶时间": "ptt", "纤维蛋白原": "fibrinogen", "凝血酶时间": "thrombin time",
	"二聚体": "dimer",
	// Chinese: urinalysis
	"尿": "urine", "尿液": "urine", "比重": "specific gravity", "酸碱度": "ph", "隐血": "occult blood",
	"潜血": "occult blood", "亚硝酸盐": "nitrite", "白细胞酯酶": "leukocyte esterase", "酮体": "ketones",
	"尿胆原": "urobilinogen", "尿胆素原": "urobilinogen", "糖": "glucose",
	// Japanese
	"ヘモグロビン": "hemoglobin", "ヘマトクリット": "hematocrit", "好中球": "neutrophils", "リンパ球": "lymphocytes", "单球": "monocytes",
	"好酸球": "eosinophils", "好盐基球": "basophils", "网赤血球": "reticulocytes", "网状赤血球": "reticulocytes",
	"赤沈": "erythrocyte sedimentation rate", "アルブミン": "albumin", "ビリルビン": "bilirubin",
	"クレアチニン": "creatinine", "クレアチンキナーゼ": "creatine kinase", "ナトリウム": "sodium", "カリウム": "potassium",
	"クロール": "chloride", "クロル": "chloride", "カルシウム": "calcium", "マグネシウム": "magnesium",
	"無機リン": "inorganic phosphorus", "リン": "phosphorus", "コレステロール": "cholesterol", "中性脂肪": "triglycerides",
	"トリグリセリド": "triglycerides", "アミラーゼ": "amylase", "リパーゼ": "lipase", "コリンエステラーゼ": "cholinesterase",
	"フェリチン": "ferritin", "グルコース": "glucose", "ブドウ糖": "glucose", "尿素窒素": "urea nitrogen",
	"タンパク": "protein", "たんぱく": "protein", "グロブリン": "globulin", "インスリン": "insulin",
	"フィブリン": "fibrin", "プロトロンビン": "prothrombin", "时间": "time", "フィブリノゲン": "fibrinogen",
	"フィブリノーゲン": "fibrinogen", "空腹时": "fasting", "定性": "", "トロポニン": "troponin", "アンモニア": "ammonia",
	"コルチゾール": "cortisol", "トランスフェリン": "transferrin",
	// Korean
	"백혈구": "leukocytes", "적혈구": "erythrocytes", "혈색소": "hemoglobin", "헤모글로빈": "hemoglobin",
	"헤마토크릿": "hematocrit", "적혈구용적": "hematocrit", "혈소판": "platelets", "호중구": "neutrophils",
	"림프구": "lymphocytes", "단핵구": "monocytes", "호산구": "eosinophils", "호염기구": "basophils", "공복": "fasting",
	"혈당": "glucose", "포도당": "glucose", "당화혈색소": "hba1c", "총": "total", "콜레스테롤": "cholesterol",
	"중성지방": "triglycerides", "크레아티닌": "creatinine", "요소질소": "urea nitrogen", "요산": "uric acid",
	"단백": "protein", "단백질": "protein", "알부민": "albumin", "빌리루빈": "bilirubin", "직접": "direct",
	"알칼리성": "alkaline", "알칼리": "alkaline", "인산분해효소": "phosphatase", "인산효소": "phosphatase",
	"감마지티피": "ggt", "나트륨": "sodium", "칼륨": "potassium", "칼슘": "calcium", "염소": "chloride",
	"마그네슘": "magnesium", "요": "urine", "소변": "urine", "비중": "specific gravity", "잠혈": "occult blood",
	"당": "glucose", "아질산염": "nitrite", "케톤": "ketones",
	// Thai script spellings of English names
	"ครีเอตินิน": "creatinine", "ฮีโมโกลบิน": "hemoglobin", "โคเลสเตอรอล": "cholesterol",
	"ไตรกลีเซอไรด์": "triglycerides", "กลูโคส": "glucose", "น้ำตาลในเลือด": "glucose", "ฮีมาโตคริต": "hematocrit",
	"เกล็ดเลือด": "platelets", "เม็ดเลือดขาว": "leukocytes", "เม็ดเลือดแดง": "erythrocytes", "กรดยูริค": "uric acid",
	"อัลบูมิน": "albumin", "บิลิรูบิน": "bilirubin",
}
