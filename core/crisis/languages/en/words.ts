import { packBuilders } from '../pack-builders';

/**
 * Word groups the English phrases share, written for the normalised text (lower case, straight
 * apostrophes, single spaces). Every group is a plain alternation: no group repeats itself, so
 * the patterns built from them stay linear in the length of the message.
 */
export const I_AM = String.raw`(?:i'm|im|i am)`;
export const DONT = String.raw`(?:don't|dont|do not)`;
export const CANT = String.raw`(?:can't|cant|cannot|can not)`;
export const WONT = String.raw`(?:won't|wont|will not|wouldn't|wouldnt|would not)`;
export const MYSELF = String.raw`(?:my ?self|meself)`;
export const ANYMORE = String.raw`(?:any ?more|no more|any longer|no longer)`;
export const WANT_TO = String.raw`(?:want(?:ed|s)? to|wanna|wish(?:ed)? i could|would like to|need to)`;
/** Words that turn a thought into an intention: wanting, planning, deciding, being about to. */
export const INTENT = String.raw`(?:want(?:ed|s)?|wanna|wish(?:ed)?|plan(?:ning|ned)?|going|gonna|ready|decided|deciding|intend(?:ing)?|tempted|about|trying|tried|try|thinking (?:about|of)|thought (?:about|of)|think about|urge|urges|need|needed)`;
/** Times that make a plan concrete. */
export const WHEN = String.raw`(?:tonight|tomorrow|today|this (?:week|weekend|evening|morning|afternoon|month|year)|next (?:week|month|year)|soon|by then|by (?:the )?(?:end of|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|new year)|before my birthday|on my birthday|after (?:my birthday|christmas|the holidays))`;

/** Medicines and drugs a dose question or an overdose names. */
export const PILLS = String.raw`(?:(?:sleeping|sleep|pain|anxiety|allergy|heart|blood pressure|diet|birth control) )?(?:pills?|tablets?|caps|capsules|meds|medications?|medicine|painkillers?|paracetamol|tylenol|acetaminophen|ibuprofen|advil|aspirin|insulin|antidepressants?|xanax|valium|benzos?|opioids?|oxy|oxycodone|oxycontin|fentanyl|heroin|morphine|codeine|tramadol|lithium|melatonin|sertraline|zoloft|prozac|seroquel|ambien|zopiclone|benadryl)`;

/** The people a message may name as hurting the visitor, or as the one in an emergency. */
export const RELATIVE = String.raw`(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|ex|ex husband|ex wife|ex boyfriend|ex girlfriend|fiance|fiancee|dad|father|mom|mum|mother|stepdad|stepfather|stepmom|stepmum|stepmother|parents?|brother|sister|uncle|aunt|cousin|son|daughter|friend|roommate|flatmate|baby|child|kid|toddler|grandma|grandpa|grandmother|grandfather|nan|nana|granny|coach|teacher|boss|neighbou?r|landlord|carer|caregiver)`;
/** Written with the list once: a regex's size, and so its compile time, grows with every copy. */
export const SOMEONE = String.raw`(?:he|she|they|someone|somebody|(?:my|his|her|their|the|our) ${RELATIVE})`;

/** A rule of one kind and strength, with its id prefixed by language and kind; an idiom guard. */
export const { rule, idiom } = packBuilders('en');
